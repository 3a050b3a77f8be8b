/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Changes_LiveInputs */

const en_jobown_changes_live = /** @type {(inputs: Jobown_Changes_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your changes are live.`)
};

const ur_jobown_changes_live = /** @type {(inputs: Jobown_Changes_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی تبدیلیاں اب سب کو نظر آ رہی ہیں۔`)
};

/**
* | output |
* | --- |
* | "Your changes are live." |
*
* @param {Jobown_Changes_LiveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_changes_live = /** @type {((inputs?: Jobown_Changes_LiveInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Changes_LiveInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_changes_live(inputs)
	return en_jobown_changes_live(inputs)
});