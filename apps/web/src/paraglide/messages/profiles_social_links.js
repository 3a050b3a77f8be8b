/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Social_LinksInputs */

const en_profiles_social_links = /** @type {(inputs: Profiles_Social_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social links`)
};

const ur_profiles_social_links = /** @type {(inputs: Profiles_Social_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سوشل لنکس`)
};

/**
* | output |
* | --- |
* | "Social links" |
*
* @param {Profiles_Social_LinksInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_social_links = /** @type {((inputs?: Profiles_Social_LinksInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Social_LinksInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_social_links(inputs)
	return en_profiles_social_links(inputs)
});