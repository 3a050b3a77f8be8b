/**
* | output |
* | --- |
* | ", {time}:" |
*
* @param {Admin_Reported_AtInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_reported_at: ((inputs: Admin_Reported_AtInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Reported_AtInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Reported_AtInputs = {
    time: NonNullable<unknown>;
};
