/**
* | output |
* | --- |
* | "Suspended since {time}:" |
*
* @param {Admin_Suspended_SinceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_suspended_since: ((inputs: Admin_Suspended_SinceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Suspended_SinceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Suspended_SinceInputs = {
    time: NonNullable<unknown>;
};
