/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Date_RequiredInputs */

const en_cred_date_required = /** @type {(inputs: Cred_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completion date is required`)
};

const ur_cred_date_required = /** @type {(inputs: Cred_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تکمیل کی تاریخ ضروری ہے`)
};

/**
* | output |
* | --- |
* | "Completion date is required" |
*
* @param {Cred_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_date_required = /** @type {((inputs?: Cred_Date_RequiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Date_RequiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_date_required(inputs)
	return en_cred_date_required(inputs)
});