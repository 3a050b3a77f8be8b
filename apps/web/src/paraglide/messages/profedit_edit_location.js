/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Edit_LocationInputs */

const en_profedit_edit_location = /** @type {(inputs: Profedit_Edit_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Location`)
};

const ur_profedit_edit_location = /** @type {(inputs: Profedit_Edit_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقام میں ترمیم کریں`)
};

/**
* | output |
* | --- |
* | "Edit Location" |
*
* @param {Profedit_Edit_LocationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_edit_location = /** @type {((inputs?: Profedit_Edit_LocationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Edit_LocationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_edit_location(inputs)
	return en_profedit_edit_location(inputs)
});