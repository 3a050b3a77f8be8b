/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Social_LinksInputs */

const en_profedit_social_links = /** @type {(inputs: Profedit_Social_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social Links`)
};

const ur_profedit_social_links = /** @type {(inputs: Profedit_Social_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سوشل لنکس`)
};

/**
* | output |
* | --- |
* | "Social Links" |
*
* @param {Profedit_Social_LinksInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_social_links = /** @type {((inputs?: Profedit_Social_LinksInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Social_LinksInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_social_links(inputs)
	return en_profedit_social_links(inputs)
});