/**
* | output |
* | --- |
* | "{time} UTC" |
*
* @param {Admin_Utc_TimeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_utc_time: ((inputs: Admin_Utc_TimeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Utc_TimeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Utc_TimeInputs = {
    time: NonNullable<unknown>;
};
