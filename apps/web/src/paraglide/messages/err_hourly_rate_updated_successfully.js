/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Hourly_Rate_Updated_SuccessfullyInputs */

const en_err_hourly_rate_updated_successfully = /** @type {(inputs: Err_Hourly_Rate_Updated_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hourly rate updated successfully`)
};

const ur_err_hourly_rate_updated_successfully = /** @type {(inputs: Err_Hourly_Rate_Updated_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فی گھنٹہ ریٹ کامیابی سے اپ ڈیٹ ہو گیا`)
};

/**
* | output |
* | --- |
* | "Hourly rate updated successfully" |
*
* @param {Err_Hourly_Rate_Updated_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_hourly_rate_updated_successfully = /** @type {((inputs?: Err_Hourly_Rate_Updated_SuccessfullyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Hourly_Rate_Updated_SuccessfullyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_hourly_rate_updated_successfully(inputs)
	return en_err_hourly_rate_updated_successfully(inputs)
});