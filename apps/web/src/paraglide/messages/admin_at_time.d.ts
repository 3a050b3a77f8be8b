/**
* | output |
* | --- |
* | ", {time}" |
*
* @param {Admin_At_TimeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_at_time: ((inputs: Admin_At_TimeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_At_TimeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_At_TimeInputs = {
    time: NonNullable<unknown>;
};
