/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_About_YouInputs */

const en_profedit_about_you = /** @type {(inputs: Profedit_About_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About You`)
};

const ur_profedit_about_you = /** @type {(inputs: Profedit_About_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے بارے میں`)
};

/**
* | output |
* | --- |
* | "About You" |
*
* @param {Profedit_About_YouInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_about_you = /** @type {((inputs?: Profedit_About_YouInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_About_YouInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_about_you(inputs)
	return en_profedit_about_you(inputs)
});