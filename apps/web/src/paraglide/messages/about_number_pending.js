/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Number_PendingInputs */

const en_about_number_pending = /** @type {(inputs: About_Number_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (number being confirmed with the branch)`)
};

const ur_about_number_pending = /** @type {(inputs: About_Number_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (نمبر کی برانچ سے تصدیق کی جا رہی ہے)`)
};

/**
* | output |
* | --- |
* | "(number being confirmed with the branch)" |
*
* @param {About_Number_PendingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_number_pending = /** @type {((inputs?: About_Number_PendingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Number_PendingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_number_pending(inputs)
	return en_about_number_pending(inputs)
});