/**
* | output |
* | --- |
* | "{what}. Please try again in {shown} minute(s)." |
*
* @param {Err_T_Try_Again_MinutesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_try_again_minutes: ((inputs: Err_T_Try_Again_MinutesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Try_Again_MinutesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Try_Again_MinutesInputs = {
    what: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
