/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Jobown_Accept_TitleInputs */

const en_jobown_accept_title = /** @type {(inputs: Jobown_Accept_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accept ${i?.name}'s proposal?`)
};

const ur_jobown_accept_title = /** @type {(inputs: Jobown_Accept_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کیا آپ ${i?.name} کا پروپوزل منظور کرنا چاہتے ہیں؟`)
};

/**
* | output |
* | --- |
* | "Accept {name}'s proposal?" |
*
* @param {Jobown_Accept_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_accept_title = /** @type {((inputs: Jobown_Accept_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Accept_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_accept_title(inputs)
	return en_jobown_accept_title(inputs)
});