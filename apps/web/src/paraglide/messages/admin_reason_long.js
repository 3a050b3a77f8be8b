/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Reason_LongInputs */

const en_admin_reason_long = /** @type {(inputs: Admin_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason must be at most 500 characters`)
};

const ur_admin_reason_long = /** @type {(inputs: Admin_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وجہ زیادہ سے زیادہ 500 حروف کی ہو سکتی ہے`)
};

/**
* | output |
* | --- |
* | "Reason must be at most 500 characters" |
*
* @param {Admin_Reason_LongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_reason_long = /** @type {((inputs?: Admin_Reason_LongInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reason_LongInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_reason_long(inputs)
	return en_admin_reason_long(inputs)
});