/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Open_PageInputs */

const en_disputes_open_page = /** @type {(inputs: Disputes_Open_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the dispute page`)
};

const ur_disputes_open_page = /** @type {(inputs: Disputes_Open_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازع کا صفحہ کھولیں`)
};

/**
* | output |
* | --- |
* | "Open the dispute page" |
*
* @param {Disputes_Open_PageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_open_page = /** @type {((inputs?: Disputes_Open_PageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Open_PageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_open_page(inputs)
	return en_disputes_open_page(inputs)
});