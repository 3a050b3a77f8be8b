/**
* | output |
* | --- |
* | "Send a location or an hourly rate" |
*
* @param {Err_Send_A_Location_Or_An_Hourly_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_send_a_location_or_an_hourly_rate: ((inputs?: Err_Send_A_Location_Or_An_Hourly_RateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Send_A_Location_Or_An_Hourly_RateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Send_A_Location_Or_An_Hourly_RateInputs = {};
