/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Disputes_Meta_Answer_ByInputs */

const en_disputes_meta_answer_by = /** @type {(inputs: Disputes_Meta_Answer_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · answer by ${i?.date}`)
};

const ur_disputes_meta_answer_by = /** @type {(inputs: Disputes_Meta_Answer_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · جواب کی آخری تاریخ ${i?.date}`)
};

/**
* | output |
* | --- |
* | "· answer by {date}" |
*
* @param {Disputes_Meta_Answer_ByInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_meta_answer_by = /** @type {((inputs: Disputes_Meta_Answer_ByInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Meta_Answer_ByInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_meta_answer_by(inputs)
	return en_disputes_meta_answer_by(inputs)
});