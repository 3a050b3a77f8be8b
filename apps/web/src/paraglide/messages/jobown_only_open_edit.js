/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Only_Open_EditInputs */

const en_jobown_only_open_edit = /** @type {(inputs: Jobown_Only_Open_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an open job can be edited.`)
};

const ur_jobown_only_open_edit = /** @type {(inputs: Jobown_Only_Open_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف کھلی جاب میں ترمیم کی جا سکتی ہے۔`)
};

/**
* | output |
* | --- |
* | "Only an open job can be edited." |
*
* @param {Jobown_Only_Open_EditInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_only_open_edit = /** @type {((inputs?: Jobown_Only_Open_EditInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Only_Open_EditInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_only_open_edit(inputs)
	return en_jobown_only_open_edit(inputs)
});