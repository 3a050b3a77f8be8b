/**
* | output |
* | --- |
* | "Please confirm your email: open the link we sent to" |
*
* @param {Auth_Banner_BeforeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_banner_before: ((inputs?: Auth_Banner_BeforeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Banner_BeforeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Banner_BeforeInputs = {};
