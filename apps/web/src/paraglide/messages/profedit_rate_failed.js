/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Rate_FailedInputs */

const en_profedit_rate_failed = /** @type {(inputs: Profedit_Rate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update hourly rate`)
};

const ur_profedit_rate_failed = /** @type {(inputs: Profedit_Rate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فی گھنٹہ ریٹ اپ ڈیٹ نہیں ہو سکا`)
};

/**
* | output |
* | --- |
* | "Failed to update hourly rate" |
*
* @param {Profedit_Rate_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_rate_failed = /** @type {((inputs?: Profedit_Rate_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Rate_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_rate_failed(inputs)
	return en_profedit_rate_failed(inputs)
});