/**
* | output |
* | --- |
* | "No live sessions." |
*
* @param {Admin_No_SessionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_no_sessions: ((inputs?: Admin_No_SessionsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_No_SessionsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_No_SessionsInputs = {};
