/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Description_PlaceholderInputs */

const en_jobown_description_placeholder = /** @type {(inputs: Jobown_Description_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Describe the project, the deliverables and what you expect from the freelancer (at least 50 characters)...`)
};

const ur_jobown_description_placeholder = /** @type {(inputs: Jobown_Description_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروجیکٹ، مطلوبہ کام اور فری لانسر سے اپنی توقعات بیان کریں (کم از کم 50 حروف)...`)
};

/**
* | output |
* | --- |
* | "Describe the project, the deliverables and what you expect from the freelancer (at least 50 characters)..." |
*
* @param {Jobown_Description_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_description_placeholder = /** @type {((inputs?: Jobown_Description_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Description_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_description_placeholder(inputs)
	return en_jobown_description_placeholder(inputs)
});