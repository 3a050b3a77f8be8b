/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{label} must be at least {shown} character" |
* | "other" | "{label} must be at least {shown} characters" |
*
* @param {Err_T_Min_CharsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_min_chars: ((inputs: Err_T_Min_CharsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Min_CharsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Min_CharsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
