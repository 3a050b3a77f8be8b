/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Add_ProjectInputs */

const en_profedit_add_project = /** @type {(inputs: Profedit_Add_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Project`)
};

const ur_profedit_add_project = /** @type {(inputs: Profedit_Add_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروجیکٹ شامل کریں`)
};

/**
* | output |
* | --- |
* | "Add Project" |
*
* @param {Profedit_Add_ProjectInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_add_project = /** @type {((inputs?: Profedit_Add_ProjectInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Add_ProjectInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_add_project(inputs)
	return en_profedit_add_project(inputs)
});