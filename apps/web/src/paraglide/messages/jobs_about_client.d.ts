/**
* | output |
* | --- |
* | "About the Client" |
*
* @param {Jobs_About_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_about_client: ((inputs?: Jobs_About_ClientInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_About_ClientInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_About_ClientInputs = {};
