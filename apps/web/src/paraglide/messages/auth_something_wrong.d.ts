/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Auth_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_something_wrong: ((inputs?: Auth_Something_WrongInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Something_WrongInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Something_WrongInputs = {};
