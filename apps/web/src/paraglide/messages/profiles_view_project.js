/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_View_ProjectInputs */

const en_profiles_view_project = /** @type {(inputs: Profiles_View_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Project`)
};

const ur_profiles_view_project = /** @type {(inputs: Profiles_View_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروجیکٹ دیکھیں`)
};

/**
* | output |
* | --- |
* | "View Project" |
*
* @param {Profiles_View_ProjectInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_view_project = /** @type {((inputs?: Profiles_View_ProjectInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_View_ProjectInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_view_project(inputs)
	return en_profiles_view_project(inputs)
});