/**
* | output |
* | --- |
* | "This offer is {status}; only an open offer can be {verb}" |
*
* @param {Err_T_Offer_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_offer_not_open: ((inputs: Err_T_Offer_Not_OpenInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Offer_Not_OpenInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Offer_Not_OpenInputs = {
    status: NonNullable<unknown>;
    verb: NonNullable<unknown>;
};
