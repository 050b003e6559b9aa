-- AlterTable
ALTER TABLE "Email" ADD COLUMN     "analyzerVersion" INTEGER;
