/**
* | output |
* | --- |
* | "Rs {rate} per $1 · {source} · set {date}" |
*
* @param {Admin_Fx_CurrentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_current: ((inputs: Admin_Fx_CurrentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Fx_CurrentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Fx_CurrentInputs = {
    rate: NonNullable<unknown>;
    source: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
