/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Appeal_DeadlineInputs */

const en_err_label_appeal_deadline = /** @type {(inputs: Err_Label_Appeal_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appeal deadline`)
};

const ur_err_label_appeal_deadline = /** @type {(inputs: Err_Label_Appeal_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپیل کی آخری تاریخ`)
};

/**
* | output |
* | --- |
* | "Appeal deadline" |
*
* @param {Err_Label_Appeal_DeadlineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_appeal_deadline = /** @type {((inputs?: Err_Label_Appeal_DeadlineInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Appeal_DeadlineInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_appeal_deadline(inputs)
	return en_err_label_appeal_deadline(inputs)
});