/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Close_TitleInputs */

const en_jobown_close_title = /** @type {(inputs: Jobown_Close_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close this job?`)
};

const ur_jobown_close_title = /** @type {(inputs: Jobown_Close_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کیا آپ یہ جاب بند کرنا چاہتے ہیں؟`)
};

/**
* | output |
* | --- |
* | "Close this job?" |
*
* @param {Jobown_Close_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_close_title = /** @type {((inputs?: Jobown_Close_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Close_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_close_title(inputs)
	return en_jobown_close_title(inputs)
});