/**
* | output |
* | --- |
* | "Welcome back" |
*
* @param {Auth_Welcome_BackInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_welcome_back: ((inputs?: Auth_Welcome_BackInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Welcome_BackInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Welcome_BackInputs = {};
