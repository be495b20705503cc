// The route table of seed 000 §2. Every page and layout is a lazy chunk; only the root shell and the error boundary
// are eager, because they must render when a chunk cannot be loaded (after a deploy, or offline).
// Guards (./guards) are routes too: a pathless one around the /user pages, and one around the admin layout.
import type { RouteObject } from 'react-router-dom';
import { routes } from '../config/paths';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { PageLoader, Root } from './root';
import { editorDocumentReady, enterEditorDocument } from './editor-document';

/** Page routes inside a layout: a pathless parent catches their errors so the layout stays around the error page. */
function withErrorBoundary(children: RouteObject[]): RouteObject[] {
  return [{ ErrorBoundary: RouteErrorBoundary, children }];
}

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: Root,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/default-layout')).DefaultLayout }),
        children: withErrorBoundary([
          {
            index: true,
            lazy: async () => {
              const { HomePage, homeLoader } = await import('./routes/home');
              return { Component: HomePage, loader: homeLoader };
            },
          },
          {
            path: routes.kurse,
            lazy: async () => ({ Component: (await import('./routes/courses')).CoursesPage }),
          },
          {
            path: routes.courses,
            lazy: async () => ({ Component: (await import('./routes/courses')).CoursesPage }),
          },
          {
            path: routes.course,
            lazy: async () => ({ Component: (await import('./routes/course-detail')).CourseDetailPage }),
          },
          { path: routes.blog, lazy: async () => ({ Component: (await import('./routes/blog')).BlogPage }) },
          {
            path: routes.locations,
            lazy: async () => ({ Component: (await import('./routes/locations')).LocationsPage }),
          },
          {
            path: routes.location,
            lazy: async () => ({ Component: (await import('./routes/locations')).LocationWeekPage }),
          },
          {
            path: routes.blogPost,
            lazy: async () => ({ Component: (await import('./routes/blog-post')).BlogPostPage }),
          },
          {
            lazy: async () => ({ Component: (await import('./guards/guard')).RequireLogin }),
            children: [
              {
                path: routes.user,
                lazy: async () => ({ Component: (await import('./routes/user/dashboard')).DashboardPage }),
              },
              {
                path: routes.userProfile,
                lazy: async () => ({ Component: (await import('./routes/user/profile')).ProfilePage }),
              },
              {
                path: routes.userMyCourses,
                lazy: async () => ({ Component: (await import('./routes/user/my-courses')).MyCoursesPage }),
              },
            ],
          },
          {
            path: routes.join,
            lazy: async () => ({ Component: (await import('./routes/join')).JoinPage }),
          },
          {
            path: routes.joinDone,
            lazy: async () => ({ Component: (await import('./routes/join')).JoinDonePage }),
          },
          {
            path: routes.cancelContracts,
            lazy: async () => ({ Component: (await import('./routes/contract-forms')).CancelContractsPage }),
          },
          {
            path: routes.withdraw,
            lazy: async () => ({ Component: (await import('./routes/contract-forms')).WithdrawContractPage }),
          },
          {
            path: routes.contentPage,
            lazy: async () => {
              const { ContentPage, contentPageLoader } = await import('./routes/content-page');
              return { Component: ContentPage, loader: contentPageLoader };
            },
          },
          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }) },
        ]),
      },
      {
        // The desk (issue 14): admins in the admin layout, trainers in its bar alone.
        path: routes.checkIn,
        lazy: async () => ({ Component: (await import('./guards/guard')).RequireTrainer }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/admin-layout')).DeskLayout }),
            children: withErrorBoundary([
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/check-in')).CheckInPage }),
              },
            ]),
          },
        ],
      },
      {
        // The trainer's day (issue 22): 'Meine Termine' and one own session, in the desk layout.
        path: routes.trainer,
        lazy: async () => ({ Component: (await import('./guards/guard')).RequireTrainer }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/admin-layout')).DeskLayout }),
            children: withErrorBoundary([
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/trainer')).TrainerPage }),
              },
              {
                path: routes.trainerSession,
                lazy: async () => ({ Component: (await import('./routes/trainer')).TrainerSessionPage }),
              },
            ]),
          },
        ],
      },
      {
        path: routes.login,
        lazy: async () => ({ Component: (await import('./routes/auth/login')).LoginPage }),
      },
      {
        path: routes.register,
        lazy: async () => ({ Component: (await import('./routes/auth/register')).RegisterPage }),
      },
      {
        path: routes.forgotPassword,
        lazy: async () => ({
          Component: (await import('./routes/auth/forgot-password')).ForgotPasswordPage,
        }),
      },
      {
        path: routes.resetPassword,
        lazy: async () => ({ Component: (await import('./routes/auth/reset-password')).ResetPasswordPage }),
      },
      {
        path: routes.setPassword,
        lazy: async () => ({ Component: (await import('./routes/auth/reset-password')).SetPasswordPage }),
      },
      {
        // The admin-only block catalogue: the admin guard around the site layout (the blocks' own frame).
        path: routes.bloecke,
        lazy: async () => ({ Component: (await import('./guards/guard')).RequireAdmin }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/default-layout')).DefaultLayout }),
            children: withErrorBoundary([
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('./routes/bloecke/bloecke')).BlocksCataloguePage,
                }),
              },
            ]),
          },
        ],
      },
      {
        // The desk's pages for admins and managers; the chain-wide ones for admins only (decision 0205).
        path: routes.admin,
        lazy: async () => ({ Component: (await import('./guards/guard')).RequireManager }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
            children: withErrorBoundary([
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('./routes/admin/dashboard')).AdminDashboardPage,
                }),
              },
              {
                path: routes.adminCourses,
                lazy: async () => ({ Component: (await import('./routes/admin/courses')).AdminCoursesPage }),
              },
              {
                path: routes.adminBookings,
                lazy: async () => ({
                  Component: (await import('./routes/admin/bookings')).AdminBookingsPage,
                }),
              },
              {
                path: routes.adminParticipants,
                lazy: async () => ({
                  Component: (await import('./routes/admin/participants')).AdminParticipantsPage,
                }),
              },
              {
                path: routes.adminReports,
                lazy: async () => ({
                  Component: (await import('./routes/admin-reports')).AdminReportsPage,
                }),
              },
              {
                lazy: async () => ({ Component: (await import('./guards/guard')).RequireAdminPage }),
                children: [
                  {
                    path: routes.adminMemberships,
                    lazy: async () => ({
                      Component: (await import('./routes/admin/memberships')).AdminMembershipsPage,
                    }),
                  },
                  {
                    path: routes.adminContracts,
                    lazy: async () => ({
                      Component: (await import('./routes/admin/contracts')).AdminContractsPage,
                    }),
                  },
                  {
                    path: routes.adminContract,
                    lazy: async () => ({
                      Component: (await import('./routes/admin/contracts')).AdminContractPage,
                    }),
                  },
                  {
                    path: routes.adminBilling,
                    lazy: async () => ({
                      Component: (await import('./routes/admin/billing')).AdminBillingPage,
                    }),
                  },
                  {
                    path: routes.adminSettings,
                    lazy: async () => ({
                      Component: (await import('./routes/admin/settings')).AdminSettingsPage,
                    }),
                  },
                  {
                    path: routes.adminLeads,
                    lazy: async () => ({ Component: (await import('./routes/admin/leads')).AdminLeadsPage }),
                  },
                  {
                    path: routes.adminMessages,
                    lazy: async () => ({
                      Component: (await import('./routes/admin/messages')).AdminMessagesPage,
                    }),
                  },
                  {
                    path: routes.adminBlog,
                    lazy: async () => ({ Component: (await import('./routes/admin/blog')).AdminBlogPage }),
                  },
                  {
                    path: routes.adminBlogPost,
                    lazy: async () => ({
                      Component: (await import('./routes/admin/blog-post')).AdminBlogPostPage,
                    }),
                  },
                  {
                    path: routes.adminPages,
                    lazy: async () => ({
                      Component: (await import('./routes/admin-pages/list')).AdminPagesPage,
                    }),
                  },
                  {
                    path: routes.adminLocations,
                    lazy: async () => ({
                      Component: (await import('./routes/admin/locations')).AdminLocationsPage,
                    }),
                  },
                  {
                    path: routes.adminMenus,
                    lazy: async () => ({ Component: (await import('./routes/admin/menus')).AdminMenusPage }),
                  },
                ],
              },
              {
                path: '*',
                lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }),
              },
            ]),
          },
          {
            // Chain-wide, like the pages list: admins only.
            lazy: async () => ({ Component: (await import('./guards/guard')).RequireAdminPage }),
            children: [
              {
                // The page editor (Puck, only in this chunk): the admin bar and the editor across the whole width.
                lazy: async () => ({ Component: (await import('./layouts/admin-layout')).EditorLayout }),
                children: withErrorBoundary([
                  {
                    path: routes.adminPage,
                    loader: ({ request }) => enterEditorDocument(request.url),
                    lazy: async () => {
                      await editorDocumentReady();
                      return { Component: (await import('./routes/admin-pages/editor')).AdminPageEditorPage };
                    },
                  },
                ]),
              },
            ],
          },
        ],
      },
    ],
  },
];
