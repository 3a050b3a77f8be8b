/**
* | output |
* | --- |
* | "Why reject it? (the user is told)" |
*
* @param {Admin_Why_RejectInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_why_reject: ((inputs?: Admin_Why_RejectInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Why_RejectInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Why_RejectInputs = {};
