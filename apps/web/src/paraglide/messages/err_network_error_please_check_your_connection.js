/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Network_Error_Please_Check_Your_ConnectionInputs */

const en_err_network_error_please_check_your_connection = /** @type {(inputs: Err_Network_Error_Please_Check_Your_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Network error. Please check your connection.`)
};

const ur_err_network_error_please_check_your_connection = /** @type {(inputs: Err_Network_Error_Please_Check_Your_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نیٹ ورک کی خرابی۔ براہِ کرم اپنا کنکشن چیک کریں۔`)
};

/**
* | output |
* | --- |
* | "Network error. Please check your connection." |
*
* @param {Err_Network_Error_Please_Check_Your_ConnectionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_network_error_please_check_your_connection = /** @type {((inputs?: Err_Network_Error_Please_Check_Your_ConnectionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Network_Error_Please_Check_Your_ConnectionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_network_error_please_check_your_connection(inputs)
	return en_err_network_error_please_check_your_connection(inputs)
});