/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Due_DateInputs */

const en_err_label_due_date = /** @type {(inputs: Err_Label_Due_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due date`)
};

const ur_err_label_due_date = /** @type {(inputs: Err_Label_Due_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقررہ تاریخ`)
};

/**
* | output |
* | --- |
* | "Due date" |
*
* @param {Err_Label_Due_DateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_due_date = /** @type {((inputs?: Err_Label_Due_DateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Due_DateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_due_date(inputs)
	return en_err_label_due_date(inputs)
});