/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_TitleInputs */

const en_disputes_title = /** @type {(inputs: Disputes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disputes`)
};

const ur_disputes_title = /** @type {(inputs: Disputes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازعات`)
};

/**
* | output |
* | --- |
* | "Disputes" |
*
* @param {Disputes_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_title = /** @type {((inputs?: Disputes_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_title(inputs)
	return en_disputes_title(inputs)
});