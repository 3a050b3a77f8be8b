/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Send_A_Location_Or_An_Hourly_RateInputs */

const en_err_send_a_location_or_an_hourly_rate = /** @type {(inputs: Err_Send_A_Location_Or_An_Hourly_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a location or an hourly rate`)
};

const ur_err_send_a_location_or_an_hourly_rate = /** @type {(inputs: Err_Send_A_Location_Or_An_Hourly_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقام یا فی گھنٹہ ریٹ بھیجیں`)
};

/**
* | output |
* | --- |
* | "Send a location or an hourly rate" |
*
* @param {Err_Send_A_Location_Or_An_Hourly_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_send_a_location_or_an_hourly_rate = /** @type {((inputs?: Err_Send_A_Location_Or_An_Hourly_RateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Send_A_Location_Or_An_Hourly_RateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_send_a_location_or_an_hourly_rate(inputs)
	return en_err_send_a_location_or_an_hourly_rate(inputs)
});