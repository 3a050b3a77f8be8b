/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Disputes_No_Answer_ByInputs */

const en_disputes_no_answer_by = /** @type {(inputs: Disputes_No_Answer_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` If there is no answer by ${i?.date}, it settles on this proposal.`)
};

const ur_disputes_no_answer_by = /** @type {(inputs: Disputes_No_Answer_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` اگر ${i?.date} تک جواب نہ آیا تو تنازع اسی تجویز پر طے ہو جائے گا۔`)
};

/**
* | output |
* | --- |
* | "If there is no answer by {date}, it settles on this proposal." |
*
* @param {Disputes_No_Answer_ByInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_no_answer_by = /** @type {((inputs: Disputes_No_Answer_ByInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_No_Answer_ByInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_no_answer_by(inputs)
	return en_disputes_no_answer_by(inputs)
});