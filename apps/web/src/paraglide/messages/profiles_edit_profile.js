/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Edit_ProfileInputs */

const en_profiles_edit_profile = /** @type {(inputs: Profiles_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Profile`)
};

const ur_profiles_edit_profile = /** @type {(inputs: Profiles_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل میں ترمیم کریں`)
};

/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Profiles_Edit_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_edit_profile = /** @type {((inputs?: Profiles_Edit_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Edit_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_edit_profile(inputs)
	return en_profiles_edit_profile(inputs)
});