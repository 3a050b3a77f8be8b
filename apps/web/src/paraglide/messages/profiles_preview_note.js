/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Preview_NoteInputs */

const en_profiles_preview_note = /** @type {(inputs: Profiles_Preview_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview: only you see this; it shows how the section will look once filled.`)
};

const ur_profiles_preview_note = /** @type {(inputs: Profiles_Preview_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیش منظر: یہ صرف آپ کو نظر آتا ہے؛ اس سے پتا چلتا ہے کہ یہ حصہ بھرنے کے بعد کیسا دکھائی دے گا۔`)
};

/**
* | output |
* | --- |
* | "Preview: only you see this; it shows how the section will look once filled." |
*
* @param {Profiles_Preview_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_preview_note = /** @type {((inputs?: Profiles_Preview_NoteInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Preview_NoteInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_preview_note(inputs)
	return en_profiles_preview_note(inputs)
});