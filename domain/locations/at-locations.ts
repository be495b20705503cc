// Whether a course belongs to one of a manager's locations (issue 34): the desk's lists offer a manager only
// their own (the server refuses the others with OTHER_LOCATION, decision 0205). A course without a location
// (an answer from before locations) is the first location's, which the list does not know: it stays.
export function atLocations(
  locationIds: readonly number[],
  course: { locationId?: number | undefined },
): boolean {
  return course.locationId === undefined || locationIds.includes(course.locationId);
}
