/**
* | output |
* | --- |
* | "This profile is hidden from other people by an admin:" |
*
* @param {Admin_Hidden_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_hidden_profile: ((inputs?: Admin_Hidden_ProfileInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Hidden_ProfileInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Hidden_ProfileInputs = {};
