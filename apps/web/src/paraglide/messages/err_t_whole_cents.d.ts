/**
* | output |
* | --- |
* | "{label} must be a whole number of cents" |
*
* @param {Err_T_Whole_CentsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_whole_cents: ((inputs: Err_T_Whole_CentsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Whole_CentsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Whole_CentsInputs = {
    label: NonNullable<unknown>;
};
