// The video embed's component is the shared consent-gated embed; its island module is named after its kind.
export { ExternalEmbed as default } from '../../components/consent/embed';
