/**
* | output |
* | --- |
* | "· opened {date}" |
*
* @param {Admin_OpenedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_opened: ((inputs: Admin_OpenedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_OpenedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_OpenedInputs = {
    date: NonNullable<unknown>;
};
