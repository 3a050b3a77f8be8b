/**
* | output |
* | --- |
* | "{name} is already on your profile" |
*
* @param {Err_T_Already_On_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_already_on_profile: ((inputs: Err_T_Already_On_ProfileInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Already_On_ProfileInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Already_On_ProfileInputs = {
    name: NonNullable<unknown>;
};
