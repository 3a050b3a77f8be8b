/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Location_Updated_SuccessfullyInputs */

const en_err_location_updated_successfully = /** @type {(inputs: Err_Location_Updated_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location updated successfully`)
};

const ur_err_location_updated_successfully = /** @type {(inputs: Err_Location_Updated_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقام کامیابی سے اپ ڈیٹ ہو گیا`)
};

/**
* | output |
* | --- |
* | "Location updated successfully" |
*
* @param {Err_Location_Updated_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_location_updated_successfully = /** @type {((inputs?: Err_Location_Updated_SuccessfullyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Location_Updated_SuccessfullyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_location_updated_successfully(inputs)
	return en_err_location_updated_successfully(inputs)
});