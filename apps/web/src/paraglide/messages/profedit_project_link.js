/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Project_LinkInputs */

const en_profedit_project_link = /** @type {(inputs: Profedit_Project_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project link (optional)`)
};

const ur_profedit_project_link = /** @type {(inputs: Profedit_Project_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروجیکٹ کا لنک (اختیاری)`)
};

/**
* | output |
* | --- |
* | "Project link (optional)" |
*
* @param {Profedit_Project_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_project_link = /** @type {((inputs?: Profedit_Project_LinkInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Project_LinkInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_project_link(inputs)
	return en_profedit_project_link(inputs)
});