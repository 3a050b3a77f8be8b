/**
* | output |
* | --- |
* | "Older than {hours} hours: dollar withdrawals to rupee accounts are paused until you set today's rate." |
*
* @param {Admin_Fx_StaleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_stale: ((inputs: Admin_Fx_StaleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Fx_StaleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Fx_StaleInputs = {
    hours: NonNullable<unknown>;
};
