// The contact form block's component is the contact feature's form; its island module is named after its kind.
export { ContactForm as default } from '../../features/contact/contact-form';
