/**
* | output |
* | --- |
* | "Your account is suspended:" |
*
* @param {Admin_SuspendedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_suspended: ((inputs?: Admin_SuspendedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_SuspendedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_SuspendedInputs = {};
