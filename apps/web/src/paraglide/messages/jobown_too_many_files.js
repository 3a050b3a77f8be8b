/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Jobown_Too_Many_FilesInputs */

const en_jobown_too_many_files = /** @type {(inputs: Jobown_Too_Many_FilesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can attach at most ${i?.count} files`)
};

const ur_jobown_too_many_files = /** @type {(inputs: Jobown_Too_Many_FilesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آپ زیادہ سے زیادہ ${i?.count} فائلیں منسلک کر سکتے ہیں`)
};

/**
* | output |
* | --- |
* | "You can attach at most {count} files" |
*
* @param {Jobown_Too_Many_FilesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_too_many_files = /** @type {((inputs: Jobown_Too_Many_FilesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Too_Many_FilesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_too_many_files(inputs)
	return en_jobown_too_many_files(inputs)
});